import ConcurrencyExtras
import Synchronization

/// A store's running effect tasks, by cancellation identifier.
///
/// It is locked rather than main-actor isolated, so that `Task.cancel(id:)` works from any
/// isolation and an effect task unregisters itself where it ends.
///
/// An effect is registered when the reducer returns it and started when the send that returned it
/// is over, at once (`Task.immediate`) on the main actor: it runs up to its first suspension
/// without a trip through the main queue. Until its task exists, a cancellation is kept for it
/// (``reserve(keys:)``) or applied to the running task itself.
final class EffectRegistry: Sendable {
  /// What cancels one registered effect.
  fileprivate enum Handle {
    /// Registered, not started yet.
    case reserved(isCancelled: Bool)
    /// Running the synchronous start of `Task.immediate`, before its task is handed back. The
    /// task is alive for as long as it is registered: it unregisters itself before it ends.
    case starting(UnsafeCurrentTask)
    case task(Task<Void, Never>)
    /// Unregistered: its task has ended.
    case ended
  }

  /// One registered effect.
  ///
  /// NB: A class, so that the tables hold a reference rather than an enum with payloads, which
  /// a dictionary copies through its metadata, looked up on every write.
  final class Registration: @unchecked Sendable {
    fileprivate let token: Int
    fileprivate let keys: CancellationKeys
    /// Only touched under the registry's lock, so no access can overlap another: no dynamic
    /// exclusivity checks.
    @exclusivity(unchecked) fileprivate var handle = Handle.reserved(isCancelled: false)

    fileprivate init(token: Int, keys: CancellationKeys) {
      self.token = token
      self.keys = keys
    }
  }

  private struct Entries {
    var nextToken = 0
    var running: [Int: Registration] = [:]
    var cancellables: [CancellationKey: [Int: Registration]] = [:]

    mutating func insert(keys: CancellationKeys) -> Registration {
      let registration = Registration(token: nextToken, keys: keys)
      nextToken &+= 1
      running[registration.token] = registration
      for key in keys { cancellables[key, default: [:]][registration.token] = registration }
      return registration
    }

    mutating func remove(_ registration: Registration) {
      registration.handle = .ended
      running[registration.token] = nil
      for key in registration.keys {
        // NB: One lookup per key.
        guard let index = cancellables.index(forKey: key) else { continue }
        cancellables.values[index][registration.token] = nil
        if cancellables.values[index].isEmpty { cancellables.remove(at: index) }
      }
    }
  }

  private let entries = Mutex(Entries())

  /// A registry that ``EffectRegistry/live`` lists, for ``CancellablesCollection``.
  init() {
    Self.live.insert(self)
  }

  /// Every registry that has not been released yet.
  static let live = LiveEffectRegistries()

  /// Starts a task that runs `body` and then unregisters itself.
  func spawn(
    priority: TaskPriority?,
    keys: CancellationKeys,
    body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    // NB: The task is created under the lock, so it cannot end before it is registered.
    entries.withLock { entries in
      let registration = entries.insert(keys: keys)
      let task = Task(priority: priority) {
        await body()
        self.entries.withLock { $0.remove(registration) }
      }
      registration.handle = .task(task)
      return task
    }
  }

  /// Registers an effect that ``start(_:priority:groups:body:)`` starts later, so that a
  /// cancellation in between reaches it.
  func reserve(keys: CancellationKeys) -> Registration {
    entries.withLock { $0.insert(keys: keys) }
  }

  /// Starts a reserved effect on the main actor: at once, up to its first suspension, unless it
  /// was cancelled meanwhile, in which case its task starts cancelled, as a cancelled task's
  /// body still runs. The task unregisters itself and leaves `groups` when `body` ends.
  @MainActor
  func start(
    _ registration: Registration,
    priority: TaskPriority?,
    groups: (EffectGroup, EffectGroup?),
    body: @escaping @MainActor @Sendable () async -> Void
  ) {
    let isCancelled = entries.withLock { _ in
      if case .reserved(isCancelled: true) = registration.handle { true } else { false }
    }
    let task: Task<Void, Never>
    if isCancelled {
      task = Task(priority: priority) { @MainActor in
        await body()
        self.end(registration, groups: groups)
      }
      task.cancel()
    } else {
      task = EffectEnding.starting(self, registration, groups: groups) {
        Task.immediate(priority: priority) { @MainActor in
          withUnsafeCurrentTask { current in
            guard let current else { return }
            self.entries.withLock { _ in registration.handle = .starting(current) }
          }
          await body()
          self.end(registration, groups: groups)
        }
      }
    }
    entries.withLock { _ in
      // NB: An effect that ended in its synchronous start has unregistered itself already.
      if case .ended = registration.handle { return }
      registration.handle = .task(task)
    }
    groups.0.track(task)
    groups.1?.track(task)
  }

  /// Cancels the tasks registered under `key`.
  func cancel(_ key: CancellationKey) {
    let tasks = entries.withLock { entries in
      entries.cancellables.removeValue(forKey: key).map { cancel($0.values) } ?? []
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running task.
  func cancelAll() {
    let tasks = entries.withLock { entries in cancel(entries.running.values) }
    for task in tasks { task.cancel() }
  }

  var runningCount: Int {
    entries.withLock { $0.running.count }
  }

  var cancellableIDCount: Int {
    entries.withLock { $0.cancellables.count }
  }

  /// Whether an effect is registered under `key`.
  func contains(_ key: CancellationKey) -> Bool {
    entries.withLock { $0.cancellables[key] != nil }
  }

  /// Cancels every effect registered under an identifier and forgets the identifiers.
  func cancelAllCancellables() {
    let tasks = entries.withLock { entries in
      let tasks = cancel(entries.cancellables.values.lazy.flatMap(\.values))
      entries.cancellables.removeAll()
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels what can be cancelled in place and returns the tasks to cancel after the lock.
  ///
  /// Called under the lock.
  private func cancel(_ registrations: some Sequence<Registration>) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    for registration in registrations {
      switch registration.handle {
      case .reserved: registration.handle = .reserved(isCancelled: true)
      case let .starting(task): task.cancel()
      case let .task(task): tasks.append(task)
      case .ended: break
      }
    }
    return tasks
  }

  /// Unregisters an effect and leaves its groups, once: an effect that ended early (see
  /// `EffectEnding`) ends again when its task does.
  func end(_ registration: Registration, groups: (EffectGroup, EffectGroup?)) {
    let isFirst = entries.withLock { entries in
      if case .ended = registration.handle { return false }
      entries.remove(registration)
      return true
    }
    guard isFirst else { return }
    groups.0.end()
    groups.1?.end()
  }
}
