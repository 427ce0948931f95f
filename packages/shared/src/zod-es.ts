import { z } from 'zod';

// Zod's own messages (for rules that name no message of their own) in Spanish, on both sides.
z.config(z.locales.es());
