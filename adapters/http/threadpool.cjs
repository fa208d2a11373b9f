/**
 * Sizes libuv's thread pool to the machine's cores before anything uses it (node --require
 * runs this first; libuv reads UV_THREADPOOL_SIZE once, when the pool starts, and the ES
 * module loader starts it while reading the first file). argon2 hashes run on this pool
 * (@node-rs/argon2 is asynchronous), never on the event loop: with the default of 4 threads
 * a 2-core machine would run 4 hashes at once and starve the thread that answers requests,
 * and a 16-core machine would hash on only 4. An operator's own setting wins.
 */
/* global process */
'use strict';

process.env.UV_THREADPOOL_SIZE ??= String(Math.max(2, process.getBuiltinModule('node:os').availableParallelism()));
