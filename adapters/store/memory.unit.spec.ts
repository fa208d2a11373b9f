// Proves the in-memory event store honours the full EventStore contract.
import { createMemoryStore } from './memory.ts';
import { eventStoreContract } from './contract.ts';

eventStoreContract('memory', async (hooks) => createMemoryStore(hooks));
