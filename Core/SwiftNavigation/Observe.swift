import Perception

/// Runs `apply` now and again after each change to the perceptible or observable state it read,
/// for as long as the returned token lives; the cross-platform way to render state, and how a
/// front end that is not SwiftUI follows a TCA store.
///
/// A re-run happens on the actor `apply` is isolated to (the main actor for a closure written in
/// a `@MainActor` context, and the main actor too for one that is not isolated), soon after the
/// change, and once for several changes made together. Inside it, ``UITransaction/current`` holds
/// the transaction of the change.
///
/// ```swift
/// let token = observe {
///   label.text = "\(store.count)"
/// }
/// ```
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> ObserveToken {
  let body = synchronous(apply)
  return observe(isolation: apply.isolation) { _ in body() }
}

/// Runs `apply` now and again after each change to the state it read, handing it the transaction
/// of the change; see the form without a transaction.
///
/// ```swift
/// let token = observe { transaction in
///   render(model, animated: !transaction.disablesAnimations)
/// }
/// ```
public func observe(
  @_inheritActorContext _ apply: @escaping @isolated(any) @Sendable (UITransaction) -> Void
) -> ObserveToken {
  observe(isolation: apply.isolation, synchronous(apply))
}

/// `apply` as a synchronous function, to be called only where `apply` is isolated: `observe`
/// runs it first in the context it was written in, whose isolation the closure inherited
/// (`@_inheritActorContext`), and later on that closure's actor.
///
/// NB: Swift has no way to call an `@isolated(any)` closure synchronously on the actor it is
///     known to be on, and converting it to a synchronous type warns (an error in a future
///     language mode). Its value has the layout of a plain closure's (its isolation is kept in the
///     context), so it is reinterpreted as one; `ObserveIsolationTests` and `ObserveTests` run
///     closures written on the main actor, on another actor and on none.
private func synchronous(
  _ apply: @escaping @isolated(any) @Sendable () -> Void
) -> @Sendable () -> Void {
  unsafeBitCast(apply, to: (@Sendable () -> Void).self)
}

/// `apply`, which takes the transaction, as a synchronous function; see the form without one.
private func synchronous(
  _ apply: @escaping @isolated(any) @Sendable (UITransaction) -> Void
) -> @Sendable (UITransaction) -> Void {
  unsafeBitCast(apply, to: (@Sendable (UITransaction) -> Void).self)
}

private func observe(
  isolation: (any Actor)?,
  _ apply: @escaping @Sendable (UITransaction) -> Void
) -> ObserveToken {
  let token = ObserveToken()
  token.rerun.withLock { $0 = Rerun(apply: apply) }
  track(apply, token: token, executor: IsolatedRunner(isolation: isolation))
  return token
}

/// Runs `apply` with tracking, and again on the runner's actor after the first change it hears.
///
/// NB: The registrars of what `apply` read hold the change handler until the next change, so the
///     handler holds the token weakly and finds `apply` in it: a closure that captures the object
///     it observes would otherwise keep that object alive through its own registrar.
private func track(
  _ apply: @escaping @Sendable (UITransaction) -> Void,
  token: ObserveToken,
  executor: IsolatedRunner
) {
  withPerceptionTracking {
    run(apply, in: .current)
  } onChange: { [token = WeakToken(token)] in
    guard token.value != nil else { return }
    let transaction = UITransaction.current
    executor.schedule {
      guard
        let token = token.value,
        let apply = token.rerun.withLock({ $0 })?.apply
      else { return }
      UITransaction.$current.withValue(transaction) {
        track(apply, token: token, executor: executor)
      }
    }
  }
}

/// Runs `apply`, wrapped in the custom keys the transaction sets.
private func run(
  _ apply: @escaping @Sendable (UITransaction) -> Void, in transaction: UITransaction
) {
  var perform: @Sendable () -> Void = { apply(transaction) }
  for key in transaction.storage.keys {
    guard let custom = key.type as? any _UICustomTransactionKey.Type else { continue }
    func wrap<K: _UICustomTransactionKey>(_: K.Type) {
      perform = { [perform] in K.perform(value: transaction[K.self], operation: perform) }
    }
    wrap(custom)
  }
  perform()
}

/// Runs work on the actor an `observe` closure is isolated to, or on the main actor.
private actor IsolatedRunner {
  let isolation: (any Actor)?

  init(isolation: (any Actor)?) {
    self.isolation = isolation
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    (isolation ?? MainActor.shared).unownedExecutor
  }

  /// Runs `work` on the runner's actor soon after.
  ///
  /// On the main actor the task is made isolated to it, so it is enqueued there at once: a change
  /// made on the main actor is re-run before the code that made it resumes from its next
  /// suspension, as one `Task.yield()` in swift-navigation's tests expects. (A task that hops
  /// there from the global executor could come after it.)
  nonisolated func schedule(_ work: @escaping @Sendable () -> Void) {
    if isolation == nil || isolation === MainActor.shared {
      Task { @MainActor in work() }
    } else {
      Task { await self.run(work) }
    }
  }

  private func run(_ work: @Sendable () -> Void) {
    work()
  }
}

/// A token held weakly, so that a pending re-run does not keep a released token alive.
private final class WeakToken: @unchecked Sendable {
  // NB: Written once, at initialization; `weak` references are read atomically.
  weak var value: ObserveToken?

  init(_ value: ObserveToken) {
    self.value = value
  }
}
