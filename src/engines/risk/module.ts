import { defineModule } from '../core/meta';
import { riskEngine } from './engine';
import { easyPolicy, randomPolicy, strategistPolicy } from './bot';
import { hardPolicy } from './hardBot';
import { RISK_META } from './meta';

export default defineModule(RISK_META, riskEngine, {
  Normal: strategistPolicy,
  Easy: easyPolicy,
  Hard: hardPolicy(),
  Random: randomPolicy,
});
