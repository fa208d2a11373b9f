/** The English of the problem-details titles and the request-level refusals: word for word the specification's (acceptance tests read them); the French is fr/problems.ts. */
export const problems = {
  'problems.validation': 'Invalid request',
  'problems.unauthorized': 'Not signed in',
  'problems.forbidden': 'Not allowed',
  'problems.not_found': 'Not found',
  'problems.conflict': 'Conflict',
  'problems.locked': 'Locked',
  'problems.insufficient_funds': 'Insufficient funds',
  'problems.limit_exceeded': 'Limit exceeded',
  'problems.unavailable': 'Temporarily unavailable',
  'problems.rate_limited': 'Too many requests',
  'problems.payload_too_large': 'Payload too large',
  'problems.internal': 'Server error',
  'problems.tooManyRequestsWait': 'Too many requests. Please try again in {{wait}}.',
  'problems.invalidField': 'Invalid request: {{field}}: {{message}}',
} as const;
