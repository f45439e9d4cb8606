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
/// (``reserve(_:)``) or applied to the running task itself.
@usableFromInline
package final class EffectRegistry: Sendable {
  /// The running effects, and the effects under each cancellation key, as intrusive lists.
  ///
  /// NB: Every link is unowned, and the list of running effects holds one reference to each
  /// registration, taken when it is inserted and given back when it is removed: relinking a
  /// neighbour costs no reference counting, whose atomics on the cold neighbours of 10,000
  /// running effects showed in profiles.
  fileprivate struct Entries {
    /// The running effects, newest first.
    unowned(unsafe) var running: Registration?
    var runningCount = 0
    /// The newest effect under each key: its node heads the key's list.
    var cancellables: [CancellationKey: Head] = [:]

    struct Head {
      unowned(unsafe) let link: KeyLink
    }

    mutating func insert(_ registration: Registration) {
      _ = Unmanaged.passRetained(registration)
      registration.nextRunning = running
      running?.previousRunning = registration
      running = registration
      runningCount += 1
      registration.keys.forEachIndexed { index, key in
        let link = index == 0 ? registration : registration.addExtraLink()
        link.isLinked = true
        // NB: One lookup per key: the new node heads its key's list.
        let next = cancellables.updateValue(Head(link: link), forKey: key)?.link
        link.next = next
        next?.previous = link
      }
    }

    mutating func remove(_ registration: Registration) {
      registration.stage = .ended
      registration.current = nil
      registration.task = nil
      registration.keys.forEachIndexed { index, key in
        let link = registration.link(at: index)
        guard link.isLinked else { return }
        link.isLinked = false
        link.next?.previous = link.previous
        if let previous = link.previous {
          previous.next = link.next
        } else if let next = link.next {
          // NB: Only the head of a list is looked up.
          cancellables[key] = Head(link: next)
        } else {
          cancellables[key] = nil
        }
        link.previous = nil
        link.next = nil
      }
      registration.nextRunning?.previousRunning = registration.previousRunning
      if let previous = registration.previousRunning {
        previous.nextRunning = registration.nextRunning
      } else {
        running = registration.nextRunning
      }
      registration.previousRunning = nil
      registration.nextRunning = nil
      runningCount -= 1
      // NB: The caller holds the registration too, so this release does not end it here.
      Unmanaged.passUnretained(registration).release()
    }

    /// Takes the list of `key` out of the table and cancels its effects.
    mutating func cancel(_ key: CancellationKey, into tasks: inout [Task<Void, Never>]) {
      guard let head = cancellables.removeValue(forKey: key) else { return }
      Self.cancelList(from: head.link, into: &tasks)
    }

    /// Takes every key's list out of the table and cancels their effects.
    mutating func cancelAllCancellables(into tasks: inout [Task<Void, Never>]) {
      for head in cancellables.values { Self.cancelList(from: head.link, into: &tasks) }
      cancellables.removeAll()
    }

    /// Cancels every running effect.
    func cancelAll(into tasks: inout [Task<Void, Never>]) {
      tasks.reserveCapacity(runningCount)
      var registration = running
      while let current = registration {
        Self.cancel(current, into: &tasks)
        registration = current.nextRunning
      }
    }

    /// Unlinks the nodes of a list taken out of the table, and cancels their effects.
    private static func cancelList(from head: KeyLink, into tasks: inout [Task<Void, Never>]) {
      var link: KeyLink? = head
      while let current = link {
        link = current.next
        current.isLinked = false
        current.previous = nil
        current.next = nil
        if let owner = current.owner { cancel(owner, into: &tasks) }
      }
    }

    /// Cancels what can be cancelled in place, and adds the task to cancel after the lock.
    private static func cancel(_ registration: Registration, into tasks: inout [Task<Void, Never>])
    {
      switch registration.stage {
      case .reserved: registration.stage = .cancelledBeforeStart
      case .cancelledBeforeStart, .ended: break
      case .starting: registration.current?.cancel()
      case .running: if let task = registration.task { tasks.append(task) }
      }
    }
  }

  /// The entries behind their lock, in an object of their own, which ``EffectRegistry/live``
  /// lists for ``CancellablesCollection``.
  ///
  /// NB: Apart from the registry, because that list holds them weakly: a weak reference gives its
  ///     object a side table, which sends every retain and release of the object down the
  ///     runtime's slow path, and a registry is retained several times per effect.
  final class Locked: Sendable {
    fileprivate let entries = Mutex(Entries())

    var cancellableIDCount: Int {
      entries.withLock { $0.cancellables.count }
    }

    /// Whether an effect is registered under `key`.
    func contains(_ key: CancellationKey) -> Bool {
      entries.withLock { $0.cancellables[key] != nil }
    }

    /// Cancels every effect registered under an identifier and forgets the identifiers.
    func cancelAllCancellables() {
      var tasks: [Task<Void, Never>] = []
      entries.withLock { $0.cancelAllCancellables(into: &tasks) }
      for task in tasks { task.cancel() }
    }
  }

  private let locked = Locked()

  /// A registry whose entries ``EffectRegistry/live`` lists, for ``CancellablesCollection``.
  init() {
    Self.live.insert(locked)
  }

  /// Every registry that has not been released yet.
  static let live = LiveEffectRegistries()

  /// Starts a task that runs `body` and then unregisters itself.
  func spawn(
    priority: TaskPriority?,
    keys: CancellationKeys,
    body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let registration = Registration(registry: self, keys: keys)
    // NB: The task is created under the lock, so it cannot end before it is registered.
    return locked.entries.withLock { entries in
      entries.insert(registration)
      let task = Task(priority: priority) {
        await body()
        self.locked.entries.withLock { $0.remove(registration) }
      }
      registration.stage = .running
      registration.task = task
      return task
    }
  }

  /// Registers a run of this registry that ``start(_:)`` starts later, so that a cancellation
  /// in between reaches it. Its task counts in its groups, which it joins now.
  func reserve(_ registration: Registration) {
    registration.beginInGroups()
    locked.entries.withLock { $0.insert(registration) }
  }

  /// Starts a reserved `.run` on the main actor: at once, up to its first suspension, unless it
  /// was cancelled meanwhile, in which case its task starts cancelled, as a cancelled task's
  /// body still runs. The task unregisters itself and leaves its groups when its body ends.
  ///
  /// NB: Inlined into the root core's loop, so that `Task.immediate` is inlined here. Swift
  /// 6.3.1's outlined copy of `Task.immediate` tests the default `nil` executor preference
  /// against the wrong word (1, where its callers pass 0): every task it makes gets an owned
  /// task-executor preference for no executor, and each of the task's executor checks then takes
  /// its status-record lock, about 2,000 instructions per effect (callgrind, `Profile cancel`).
  @MainActor @inline(__always)
  func start(_ registration: Registration) {
    let priority = registration.priority
    let task: Task<Void, Never>
    if wasCancelledBeforeStart(registration) {
      task = Task(priority: priority) { @MainActor in
        await registration.perform()
        self.end(registration)
      }
      task.cancel()
    } else {
      task = EffectEnding.starting(registration) {
        Task.immediate(priority: priority) { @MainActor in
          await registration.runFromStart(in: self)
        }
      }
    }
    markRunning(registration, task)
    registration.trackInGroups(task)
  }

  /// Whether `registration` was cancelled between its reservation and its start.
  ///
  /// NB: Nonisolated, as ``markStarting(_:)`` is, so that the closure it hands the lock is not
  ///     checked on entry for running on the main actor: the main-actor `start` handing it a
  ///     closure of its own would cost two executor lookups and the main actor's reference count,
  ///     per effect.
  private nonisolated func wasCancelledBeforeStart(_ registration: Registration) -> Bool {
    locked.entries.withLock { _ in registration.stage == .cancelledBeforeStart }
  }

  /// Keeps `task` as what cancels `registration`, now that its synchronous start is over.
  ///
  /// NB: Nonisolated for the reason ``wasCancelledBeforeStart(_:)`` is.
  private nonisolated func markRunning(_ registration: Registration, _ task: Task<Void, Never>) {
    locked.entries.withLock { _ in
      // NB: An effect that ended in its synchronous start has unregistered itself already.
      if registration.stage == .ended { return }
      registration.stage = .running
      registration.current = nil
      registration.task = task
    }
  }

  /// Keeps the current task as what cancels `registration` while it runs its synchronous start.
  ///
  /// NB: Nonisolated, so that the closure it hands `withUnsafeCurrentTask`, whose library is
  /// compiled in the Swift 5 mode, is not checked on entry for running on the main actor (two
  /// executor checks per effect).
  nonisolated func markStarting(_ registration: Registration) {
    withUnsafeCurrentTask { current in
      guard let current else { return }
      locked.entries.withLock { _ in
        registration.stage = .starting
        registration.current = StartingTask(current)
      }
    }
  }

  /// Cancels the tasks registered under `key`.
  func cancel(_ key: CancellationKey) {
    var tasks: [Task<Void, Never>] = []
    locked.entries.withLock { $0.cancel(key, into: &tasks) }
    for task in tasks { task.cancel() }
  }

  /// Cancels every running task.
  func cancelAll() {
    var tasks: [Task<Void, Never>] = []
    locked.entries.withLock { $0.cancelAll(into: &tasks) }
    for task in tasks { task.cancel() }
  }

  var runningCount: Int {
    locked.entries.withLock { $0.runningCount }
  }

  var cancellableIDCount: Int {
    locked.cancellableIDCount
  }

  /// Whether an effect is registered under `key`.
  func contains(_ key: CancellationKey) -> Bool {
    locked.contains(key)
  }

  /// Cancels every effect registered under an identifier and forgets the identifiers.
  func cancelAllCancellables() {
    locked.cancelAllCancellables()
  }

  /// Unregisters an effect and leaves its groups, once: an effect that ended early (see
  /// `EffectEnding`) ends again when its task does.
  func end(_ registration: Registration) {
    let isFirst = locked.entries.withLock { entries in
      if registration.stage == .ended { return false }
      entries.remove(registration)
      return true
    }
    guard isFirst else { return }
    registration.endInGroups()
  }
}
