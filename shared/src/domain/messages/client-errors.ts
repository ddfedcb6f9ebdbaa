import { CLIENT_ERROR_SOURCES, REMOTE_LOAD_SOURCES } from '../client-errors.ts'

/** Answers to browsers' error reports and to the operators' read of them (docs/features/platform.md). */
export const CLIENT_ERROR_MESSAGES = {
  unknownSource: `Name the shell or a remote: ${CLIENT_ERROR_SOURCES.join(', ')}`,
  badVersion: 'Name a deployed version: letters, digits, dot, dash or underscore, at most 40 characters',
  badKind: 'Kind is error or load-failure',
  messageRequired: 'Say what went wrong (at most 300 characters)',
  stackTooLong: 'A stack is at most 1,500 characters',
  tooMany: 'Too many error reports from here right now. They are counted again in a minute.',
  tooManyKinds: 'Too many different errors reported in the last few minutes: this one was not kept.',
  opsOnly: 'Error counts are for operators: ask from the API machine, or send the OPS_TOKEN as a bearer token.',
  unknownRemote: `Name a remote: ${REMOTE_LOAD_SOURCES.join(', ')}`,
  tooManyLoads: 'Too many page loads reported from here right now. They are counted again in a minute.',
  tooManyVersions: 'Too many different versions reported in the last few minutes: this load was not counted.',
} as const
