import 'reflect-metadata';
import { serve } from './server';

serve().catch((err: Error) => {
  process.stderr.write(`The server could not start: ${err.message}\n`);
  process.exit(1);
});
