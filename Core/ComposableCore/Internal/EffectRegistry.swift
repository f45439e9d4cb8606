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

  /// Starts a task that runs a `.run` effect's operation and then unregisters itself.
  ///
  /// The same as the other `spawn` with `{ await operation(send) }`, with one closure allocated
  /// per task instead of two. (It is not a closure of the main-actor isolated core either: there
  /// the task would start on the main actor and hop to it again to finish.)
  func spawn<Action>(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    operation: @escaping Effect<Action>.RunOperation,
    send: Send<Action>
  ) -> Task<Void, Never> {
    register(ids: ids) { token in
      Task(priority: priority) {
        await operation(send)
        self.finish(token, ids: ids)
      }
    }
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
