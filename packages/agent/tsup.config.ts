import { packageBuild } from '../../tsup.base.js';

export default packageBuild;
