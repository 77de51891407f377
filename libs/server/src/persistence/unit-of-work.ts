import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

interface Unit {
  dataSource: DataSource;
  runner: QueryRunner;
  /** Effects outside the database, held until the unit commits. */
  effects: Array<() => Promise<unknown>>;
}

const current = new AsyncLocalStorage<Unit>();
const joined = new WeakSet<DataSource>();

/**
 * Runs `work` in one transaction that everything it does through `dataSource` joins, however deep
 * in the services (their `dataSource.query`, repositories, query builders and own transactions, which
 * become savepoints): an admin change and its audit entry commit together or not at all.
 *
 * Why by hand: TypeORM has no ambient transaction; typeorm-transactional patches prototypes for 0.3
 * and we run 1.x. Here only this data source's `createQueryRunner` is wrapped: inside a unit it hands
 * out the unit's runner, whose `release` waits for the unit to end.
 */
export async function inUnitOfWork<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  joinUnitsOfWork(dataSource);
  const outer = current.getStore();
  if (outer?.dataSource === dataSource) return work();
  const unit: Unit = { dataSource, runner: oneQueryAtATime(dataSource.createQueryRunner()), effects: [] };
  let result: T;
  try {
    await unit.runner.startTransaction();
    result = await current.run(unit, work);
    await unit.runner.commitTransaction();
  } catch (error) {
    if (unit.runner.isTransactionActive) await unit.runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await unit.runner.release();
  }
  for (const effect of unit.effects) await effect();
  return result;
}

/**
 * Runs an effect outside the database (a provider call, a Firebase change, a queued job) once what was
 * written is committed: at once outside a unit of work, after its commit inside one, so a change that
 * is rolled back leaves nothing behind elsewhere.
 */
export async function afterCommit(effect: () => Promise<unknown>): Promise<void> {
  const unit = current.getStore();
  if (unit) unit.effects.push(effect);
  else await effect();
}

function joinUnitsOfWork(dataSource: DataSource): void {
  if (joined.has(dataSource)) return;
  joined.add(dataSource);
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode) => {
    const unit = current.getStore();
    return unit?.dataSource === dataSource ? sharedRunner(unit.runner) : createQueryRunner(mode);
  };
}

/** The unit's runner for code that would release a runner of its own when done with it. */
function sharedRunner(runner: QueryRunner): QueryRunner {
  return new Proxy(runner, {
    get(target, property) {
      if (property === 'release') return async () => undefined;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The unit's one connection takes its statements one after another: code inside a unit may start
 * several reads at once (Promise.all), which pg would otherwise queue on the busy client itself, a
 * use it deprecates and pg 9 removes.
 */
function oneQueryAtATime(runner: QueryRunner): QueryRunner {
  const query = runner.query.bind(runner);
  let previous: Promise<unknown> = Promise.resolve();
  runner.query = ((...args: Parameters<QueryRunner['query']>) => {
    const next = previous.then(() => query(...args));
    previous = next.catch(() => undefined);
    return next;
  }) as QueryRunner['query'];
  return runner;
}
