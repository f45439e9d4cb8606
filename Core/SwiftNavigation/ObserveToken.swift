import Synchronization

/// Keeps an `observe` closure running: the closure stops re-running when the token is cancelled or
/// released.
///
/// ```swift
/// var tokens: Set<ObserveToken> = []
/// observe { render(model.count) }
///   .store(in: &tokens)
/// ```
public final class ObserveToken: HashableObject, Sendable {
  private let cancelled = Mutex(false)
  /// The closure an `observe` call re-runs, held here rather than by the observed objects'
  /// registrars, so that releasing the token releases what the closure captured even if nothing
  /// it read ever changes again.
  let rerun = Mutex<Rerun?>(nil)
  /// Work done once, when the token is cancelled or released.
  public let onCancel: @Sendable () -> Void

  /// A token that performs `onCancel` once, when it is cancelled or released.
  public init(onCancel: @escaping @Sendable () -> Void = {}) {
    self.onCancel = onCancel
  }

  deinit {
    cancel()
  }

  /// Whether the token was cancelled.
  public var isCancelled: Bool { cancelled.withLock { $0 } }

  /// Stops the observation; a second call does nothing.
  public func cancel() {
    let wasCancelled = cancelled.withLock { cancelled in
      defer { cancelled = true }
      return cancelled
    }
    guard !wasCancelled else { return }
    rerun.withLock { $0 = nil }
    onCancel()
  }

  /// Keeps the token in a collection, for as long as the collection holds it.
  public func store(in collection: inout some RangeReplaceableCollection<ObserveToken>) {
    collection.append(self)
  }

  /// Keeps the token in a set, for as long as the set holds it.
  public func store(in set: inout Set<ObserveToken>) {
    set.insert(self)
  }
}

/// An `observe` closure, in a struct so that a `Mutex` holds it as it is.
///
/// NB: A generic container keeps a bare closure in its most general form, and each `withLock`
///     that passes it `inout` converts it there and back, wrapping it in two more thunks. A
///     closure re-run on every change would then slow down with each run.
struct Rerun: Sendable {
  let apply: @Sendable (UITransaction) -> Void
}
