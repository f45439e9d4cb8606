import Foundation
import Observation

/// The reference that owns a shared value, loads it through a key and saves it back.
final class RootReference<Value: Sendable>:
  SharedReference<Value>, SharedRoot, Observable, @unchecked Sendable
{
  private let lock = NSRecursiveLock()
  private let registrar = ObservationRegistrar()
  private let persistence: SharedPersistence<Value>?
  private let declaredValue: Value
  // NB: Guarded by `lock`.
  private var value: Value
  private var isCreating = true
  private var state = SharedLoadState()
  private var subscription: SharedSubscription?

  /// A reference with no key: `Shared(value:)`.
  init(value: Value) {
    self.persistence = nil
    self.declaredValue = value
    self.value = value
    super.init()
    isCreating = false
  }

  /// A reference that loads from a key now and follows the key's changes from then on.
  init(declaredValue: Value, persistence: SharedPersistence<Value>) {
    self.persistence = persistence
    self.declaredValue = declaredValue
    self.value = declaredValue
    super.init()
    lock.withLock { state.isLoading = true }
    persistence.load(
      .initialValue(declaredValue),
      LoadContinuation { [weak self] result in
        self?.finishLoading(result)
      })
    let subscription = persistence.subscribe(
      .initialValue(declaredValue),
      SharedSubscriber { [weak self] result in self?.apply(result) }
    )
    lock.withLock {
      self.subscription = subscription
      isCreating = false
    }
  }

  override var root: any SharedRoot { self }

  var currentValue: Any { lock.withLock { value } }

  var loadState: SharedLoadState {
    registrar.access(self, keyPath: \.observedState)
    return lock.withLock { state }
  }

  override func read(_ side: SharedAssertion.Side) -> Value {
    registrar.access(self, keyPath: \.observedValue)
    if let assertion = SharedAssertion.current, let value = assertion.value(of: self, side) {
      return value as! Value
    }
    return lock.withLock { value }
  }

  override func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    if let assertion = SharedAssertion.current {
      var value = read(.expected)
      let result = try body(&value)
      assertion.expect(value, for: self)
      return result
    }
    let (result, newValue) = try lock.withLock {
      SharedChangeTracker.willChange(self, from: value)
      registrar.willSet(self, keyPath: \.observedValue)
      defer { registrar.didSet(self, keyPath: \.observedValue) }
      let result = try body(&value)
      return (result, value)
    }
    persist(newValue, context: .didSet)
    return result
  }

  /// Saves the current value through the key, reporting the outcome to `continuation`.
  func save(context: SaveContext) async throws {
    guard persistence?.save != nil else { return }
    let current = lock.withLock { self.value }
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      persist(current, context: context) { continuation.resume(with: $0) }
    }
  }

  /// Loads the value again through the key.
  func load() async throws {
    guard let persistence else { return }
    lock.withLock { state.isLoading = true }
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      persistence.load(
        .userInitiated,
        LoadContinuation { [weak self] result in
          self?.finishLoading(result)
          continuation.resume(with: result.map { _ in })
        })
    }
  }

  private func persist(
    _ value: Value, context: SaveContext,
    completion: (@Sendable (Result<Void, any Error>) -> Void)? = nil
  ) {
    guard let save = persistence?.save else { return }
    save(
      value, context,
      SaveContinuation { [weak self] result in
        self?.updateState {
          if case let .failure(error) = result { $0.saveError = error } else { $0.saveError = nil }
        }
        completion?(result)
      })
  }

  private func finishLoading(_ result: Result<Value?, any Error>) {
    updateState { $0.isLoading = false }
    apply(result)
  }

  /// Takes a value the key delivered: a change made outside, never saved back.
  private func apply(_ result: Result<Value?, any Error>) {
    switch result {
    case let .failure(error):
      updateState { $0.loadError = error }
    case let .success(newValue):
      updateState { $0.loadError = nil }
      lock.withLock {
        if !isCreating { SharedChangeTracker.willChange(self, from: value) }
        registrar.willSet(self, keyPath: \.observedValue)
        value = newValue ?? declaredValue
        registrar.didSet(self, keyPath: \.observedValue)
      }
    }
  }

  private func updateState(_ update: (inout SharedLoadState) -> Void) {
    registrar.withMutation(of: self, keyPath: \.observedState) {
      lock.withLock { update(&state) }
    }
  }

  private var observedValue: Void { () }
  private var observedState: Void { () }
}

/// Where a root's key stands: loading, and the errors of the last load and save.
struct SharedLoadState {
  var isLoading = false
  var loadError: (any Error)?
  var saveError: (any Error)?
}

/// A key's operations with its value type known and its own type erased.
struct SharedPersistence<Value: Sendable>: Sendable {
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  let save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?

  init(reading key: some SharedReaderKey<Value>) {
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    self.save = nil
  }

  init(_ key: some SharedKey<Value>) {
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    self.save = { key.save($0, context: $1, continuation: $2) }
  }
}
