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
  ///
  /// The task is registered before it can start, so it cannot end before it is registered.
  func spawn(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    entries.withLock { entries in
      let token = entries.nextToken
      entries.nextToken &+= 1
      let task = Task(priority: priority) {
        await body()
        self.finish(token, ids: ids)
      }
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
        entries.cancellables[id]?.remove(token)
        if entries.cancellables[id]?.isEmpty == true { entries.cancellables[id] = nil }
      }
    }
  }
}
