// Today's hours (spec §4) are a rule the mall and its shops share: it lives in bff/src/shared.
export * from '../shared/opening-hours';
