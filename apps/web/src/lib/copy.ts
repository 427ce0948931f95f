// The words of the actions several screens share, so that one action reads the same on all of
// them. 'Guardar Cambios' is SPEC §2's (Mi negocio), capital C and all.

export const GUARDAR_CAMBIOS = 'Guardar Cambios';
export const GUARDANDO = 'Guardando...';
