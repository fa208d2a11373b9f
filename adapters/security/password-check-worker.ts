/**
 * The worker thread of password-check.ts: runs the server's common-password check on one
 * password and posts the verdict, so the thread that starts the server never loads zxcvbn.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isCommonPassword } from './password-strength.ts';

const { password, userInputs } = workerData as { password: string; userInputs: string[] };
parentPort?.postMessage(isCommonPassword(password, userInputs));
