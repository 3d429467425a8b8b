// The percentage rule lives with the contracts (the protection premium parses rates with it); the runtime's forms
// keep importing it from here.
export { isValidPercentage, parsePercentage } from '@cargora/shared/contracts';
