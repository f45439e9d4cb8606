import ConcurrencyExtras
import Synchronization

/// A store's running effect tasks, by token and by cancellation identifier.
///
/// It is locked rather than main-actor isolated, so that `Task.cancel(id:)` works from any
/// isolation and an effect task unregisters itself where it ends.
///
/// An effect is registered when the reducer returns it and started when the send that returned it
/// is over, at once (`Task.immediate`) on the main actor: it runs up to its first suspension
/// without a trip through the main queue. Until its task exists, a cancellation is kept for it
/// (``reserve(ids:)``) or applied to the running task itself.
final class EffectRegistry: Sendable {
  /// What cancels one registered effect.
  private enum Handle {
    /// Registered, not started yet.
    case reserved(isCancelled: Bool)
    /// Running the synchronous start of `Task.immediate`, before its task is handed back. The
    /// task is alive for as long as it is registered: it unregisters itself before it ends.
    case starting(StartingTask)
    case task(Task<Void, Never>)
  }

  /// The task of an effect in its synchronous start, which only the registry's lock touches.
  private struct StartingTask: @unchecked Sendable {
    let task: UnsafeCurrentTask
  }

  private struct Entries {
    var nextToken = 0
    var running: [Int: Handle] = [:]
    var cancellables: [AnyHashableSendable: Set<Int>] = [:]

    mutating func insert(_ handle: Handle, ids: [AnyHashableSendable]) -> Int {
      let token = nextToken
      nextToken &+= 1
      running[token] = handle
      for id in ids { cancellables[id, default: []].insert(token) }
      return token
    }

    /// Cancels what can be cancelled in place and returns the tasks to cancel after the lock.
    mutating func cancel(_ tokens: some Sequence<Int>) -> [Task<Void, Never>] {
      var tasks: [Task<Void, Never>] = []
      for token in tokens {
        switch running[token] {
        case .reserved: running[token] = .reserved(isCancelled: true)
        case let .starting(starting): starting.task.cancel()
        case let .task(task): tasks.append(task)
        case nil: break
        }
      }
      return tasks
    }
  }

  private let entries = Mutex(Entries())

  /// Starts a task that runs `body` and then unregisters itself.
  func spawn(
    priority: TaskPriority?,
    ids: [AnyHashableSendable],
    body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    // NB: The task is created under the lock, so it cannot end before it is registered.
    entries.withLock { entries in
      let token = entries.insert(.reserved(isCancelled: false), ids: ids)
      let task = Task(priority: priority) {
        await body()
        self.finish(token, ids: ids)
      }
      entries.running[token] = .task(task)
      return task
    }
  }

  /// Registers an effect that ``start(_:ids:priority:groups:body:)`` starts later, so that a
  /// cancellation in between reaches it.
  func reserve(ids: [AnyHashableSendable]) -> Int {
    entries.withLock { $0.insert(.reserved(isCancelled: false), ids: ids) }
  }

  /// Starts a reserved effect on the main actor: at once, up to its first suspension, unless it
  /// was cancelled meanwhile, in which case its task starts cancelled, as a cancelled task's
  /// body still runs. The task unregisters itself and leaves `groups` when `body` ends.
  @MainActor
  func start(
    _ token: Int,
    ids: [AnyHashableSendable],
    priority: TaskPriority?,
    groups: (EffectGroup, EffectGroup?),
    body: @escaping @MainActor @Sendable () async -> Void
  ) {
    let isCancelled = entries.withLock {
      if case .reserved(isCancelled: true) = $0.running[token] { true } else { false }
    }
    let task: Task<Void, Never>
    if isCancelled {
      task = Task(priority: priority) { @MainActor in
        await body()
        self.end(token, ids: ids, groups: groups)
      }
      task.cancel()
    } else {
      task = Task.immediate(priority: priority) { @MainActor in
        withUnsafeCurrentTask { current in
          guard let current else { return }
          let starting = StartingTask(task: current)
          self.entries.withLock { $0.running[token] = .starting(starting) }
        }
        await body()
        self.end(token, ids: ids, groups: groups)
      }
    }
    entries.withLock { entries in
      // NB: An effect that ended in its synchronous start has unregistered itself already.
      guard entries.running[token] != nil else { return }
      entries.running[token] = .task(task)
    }
    groups.0.track(task)
    groups.1?.track(task)
  }

  /// Cancels the tasks registered under `id`.
  func cancel(id: AnyHashableSendable) {
    let tasks = entries.withLock { entries in
      entries.cancellables.removeValue(forKey: id).map { entries.cancel($0) } ?? []
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running task.
  func cancelAll() {
    let tasks = entries.withLock { entries in entries.cancel(Array(entries.running.keys)) }
    for task in tasks { task.cancel() }
  }

  var runningCount: Int {
    entries.withLock { $0.running.count }
  }

  var cancellableIDCount: Int {
    entries.withLock { $0.cancellables.count }
  }

  private func end(
    _ token: Int, ids: [AnyHashableSendable], groups: (EffectGroup, EffectGroup?)
  ) {
    finish(token, ids: ids)
    groups.0.end()
    groups.1?.end()
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
