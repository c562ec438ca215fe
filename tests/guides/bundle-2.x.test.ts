import { describeBundles } from './bundle';

describeBundles('2.x');
