// Filled in by its helper session (see /work/brief-23-common.md).
export const gatewaySettingsProcedures = {};
