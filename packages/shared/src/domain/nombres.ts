// How a list names a person when it has little room: the counter's way, first name and the
// initial of the next word ('Ana G.', 'Carlos R.'). Used for customers in the activity and for the
// team member who registered a visit or a canje.

/** 'Ana González Ruiz' → 'Ana G.'; a single name stays whole. */
export function nombreCorto(nombre: string) {
  const [primero = '', segundo] = nombre.trim().split(/\s+/);
  return segundo ? `${primero} ${segundo[0]!.toLocaleUpperCase('es-MX')}.` : primero;
}
