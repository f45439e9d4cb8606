import ConcurrencyExtras
import Synchronization

/// A store's running effect tasks, by token and by cancellation identifier.
///
/// It is locked rather than main-actor isolated, so that an effect task unregisters itself where
/// it ends instead of hopping to the main actor to do so.
final class EffectRegistry: Sendable {
  private struct Entries {
    var nextToken = 0
    var running: [Int: Task<Void, Never>] = [:]
    var cancellables: [AnyHashableSendable: Set<Int>] = [:]
  }

  private let entries = Mutex(Entries())

  /// Starts a task that runs `body` and then unregisters itself.
  func spawn(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    register(ids: ids) { token in
      Task(priority: priority) {
        await body()
        self.finish(token, ids: ids)
      }
    }
  }

  /// Starts a task on the main actor, the store's isolation, that runs a `.run` effect's
  /// operation, then unregisters itself and leaves `groups`.
  ///
  /// The operation is main-actor isolated, so its sends are calls, not hops, and the task starts
  /// and ends without leaving the main thread.
  func spawn<Action>(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    groups: (EffectGroup, EffectGroup?),
    operation: @escaping Effect<Action>.RunOperation,
    send: Send<Action>
  ) -> Task<Void, Never> {
    spawnOnMainActor(priority: priority, ids: ids, groups: groups) { await operation(send) }
  }

  /// Starts a task on the main actor that runs `body`, then unregisters itself and leaves
  /// `groups`, which count it from now on and can cancel it.
  func spawnOnMainActor(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    groups: (EffectGroup, EffectGroup?),
    body: @escaping @MainActor @Sendable () async -> Void
  ) -> Task<Void, Never> {
    groups.0.begin()
    groups.1?.begin()
    let task = register(ids: ids) { token in
      Task(priority: priority) { @MainActor in
        await body()
        self.finish(token, ids: ids)
        groups.0.end()
        groups.1?.end()
      }
    }
    groups.0.track(task)
    groups.1?.track(task)
    return task
  }

  /// Registers the task that `start` creates under a new token, which the task passes to
  /// `finish` when it ends.
  ///
  /// The task is created under the lock, so it cannot end before it is registered.
  private func register(
    ids: [AnyHashableSendable], _ start: (_ token: Int) -> Task<Void, Never>
  ) -> Task<Void, Never> {
    entries.withLock { entries in
      let token = entries.nextToken
      entries.nextToken &+= 1
      let task = start(token)
      entries.running[token] = task
      for id in ids { entries.cancellables[id, default: []].insert(token) }
      return task
    }
  }

  /// Cancels the tasks registered under `id`.
  func cancel(id: AnyHashableSendable) {
    let tasks = entries.withLock { entries in
      entries.cancellables.removeValue(forKey: id)?.compactMap { entries.running[$0] } ?? []
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running task.
  func cancelAll() {
    let tasks = entries.withLock { Array($0.running.values) }
    for task in tasks { task.cancel() }
  }

  var runningCount: Int {
    entries.withLock { $0.running.count }
  }

  var cancellableIDCount: Int {
    entries.withLock { $0.cancellables.count }
  }

  private func finish(_ token: Int, ids: [AnyHashableSendable]) {
    entries.withLock { entries in
      entries.running[token] = nil
      for id in ids {
        // NB: One lookup per identifier: hashing and comparing an existential is not cheap.
        guard let index = entries.cancellables.index(forKey: id) else { continue }
        entries.cancellables.values[index].remove(token)
        if entries.cancellables.values[index].isEmpty { entries.cancellables.remove(at: index) }
      }
    }
  }
}
