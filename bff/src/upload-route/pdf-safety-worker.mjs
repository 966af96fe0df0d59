// The PDF check's worker thread starts here (pdf-check.ts). A worker does not inherit the module hooks
// of the thread that made it (`node --import tsx` registers them for the main thread only), so it
// registers tsx itself before it loads the TypeScript task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./pdf-safety-worker.ts');

export default task.default;
