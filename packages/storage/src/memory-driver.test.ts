import { describeStorageContract } from './contract.ts';
import { MemoryStorage } from './memory-driver.ts';

// One store for the whole contract, as the other drivers share a directory or bucket.
const store = new MemoryStorage();

describeStorageContract('memory', {
  store: () => store,
  listRaw: async (prefix) => store.keys(prefix),
  broken: [],
});
