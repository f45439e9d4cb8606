import Foundation
import IssueReporting
import Observation

/// The reference that owns a shared value, loads it through a key and saves it back.
final class RootReference<Value>: SharedWritable, SharedRoot, Observable, @unchecked Sendable {
  private let lock = NSRecursiveLock()
  private let registrar = ObservationRegistrar()
  // NB: A key path into a generic class is built at run time each time its literal is evaluated,
  //     which cost a mutation more than the rest of it together; these are built once.
  private let valuePath: KeyPath<RootReference, Void> = \.observedValue
  private let statePath: KeyPath<RootReference, Void> = \.observedState
  private let persistence: SharedPersistence<Value>?
  private let initialValue: Value
  // NB: Guarded by `lock`.
  private var value: Value
  private var state = SharedLoadState()
  private var subscription: SharedSubscription?
  // NB: What the key delivers while the reference is being created is its starting value, not a
  //     change for a test to assert.
  private var isCreating = false
  private var observers: [UUID: @Sendable () -> Void] = [:]

  /// A reference with no key: `Shared(value:)`.
  init(value: Value) {
    SharedChangeTracker.registeredForPrintedChanges
    self.persistence = nil
    self.initialValue = value
    self.value = value
  }

  /// A reference that follows a key: it loads from it unless told not to, and subscribes to it.
  init(initialValue: Value, persistence: SharedPersistence<Value>, skipInitialLoad: Bool) {
    SharedChangeTracker.registeredForPrintedChanges
    self.persistence = persistence
    self.initialValue = initialValue
    self.value = initialValue
    let receive: @Sendable (Result<Value?, any Error>) -> Void = { [weak self] result in
      self?.receive(result)
    }
    isCreating = true
    if !skipInitialLoad {
      updateState { $0.isLoading = true }
      persistence.load(
        .initialValue(initialValue),
        LoadContinuation(persistence.name, callback: receive)
      )
    }
    let subscription = persistence.subscribe(
      skipInitialLoad ? .userInitiated : .initialValue(initialValue),
      SharedSubscriber(
        callback: receive,
        onLoading: { [weak self] isLoading in self?.updateState { $0.isLoading = isLoading } }
      )
    )
    lock.withLock {
      self.subscription = subscription
      isCreating = false
    }
  }

  var root: any SharedRoot { self }

  var currentValue: Any { lock.withLock { value } }

  var description: String {
    persistence?.description ?? "value: \(String(reflecting: lock.withLock { value }))"
  }

  var loadState: SharedLoadState {
    registrar.access(self, keyPath: statePath)
    return lock.withLock { state }
  }

  func read(_ side: SharedAssertion.Side) -> Value {
    registrar.access(self, keyPath: valuePath)
    if let assertion = SharedAssertion.current,
      let value = assertion.value(of: self, side) as? Value
    {
      return value
    }
    return lock.withLock { value }
  }

  func mutate<R>(_ body: (inout Value) throws -> R, at site: ChangeSite) rethrows -> R {
    if let assertion = SharedAssertion.current {
      var value = read(.expected)
      let result = try body(&value)
      assertion.expect(value, for: self)
      return result
    }
    let (result, newValue) = try lock.withLock {
      // NB: The body mutates a copy, so that a read of this root inside it (a derived or an
      //     unwrapped `Shared`, a nested `withLock`) sees the value as it stood, instead of
      //     overlapping the mutation.
      var copy = value
      let result = try body(&copy)
      SharedChangeTracker.willChange(self, from: value, at: site)
      registrar.willSet(self, keyPath: valuePath)
      value = copy
      registrar.didSet(self, keyPath: valuePath)
      return (result, copy)
    }
    notifyObservers()
    persist(newValue)
    return result
  }

  func touch() {
    registrar.willSet(self, keyPath: valuePath)
    registrar.didSet(self, keyPath: valuePath)
  }

  /// Saves the current value through the key.
  func save(context: SaveContext) async throws {
    guard let persistence, let save = persistence.save else { return }
    updateState { $0.saveError = nil }
    let current = lock.withLock { value }
    do {
      let name = persistence.name
      try await KeyWait.wait(for: { "save of \(name)" }) { resume in
        save(current, context, SaveContinuation(name) { resume($0) })
      }
    } catch {
      updateState { $0.saveError = error }
      throw error
    }
    updateState { $0.loadError = nil }
  }

  /// Loads the value again through the key.
  func load() async throws {
    guard let persistence else { return }
    updateState { $0.isLoading = true }
    defer { updateState { $0.isLoading = false } }
    do {
      let name = persistence.name
      try await KeyWait.wait(for: { "load of \(name)" }) { resume in
        persistence.load(
          .userInitiated,
          LoadContinuation(name) { [weak self] result in
            if case let .success(newValue?) = result { self?.apply(newValue) }
            resume(result.map { _ in })
          })
      }
    } catch {
      updateState { $0.loadError = error }
      throw error
    }
    updateState { $0.loadError = nil }
  }

  func observe(_ observer: @escaping @Sendable () -> Void) -> SharedSubscription {
    let id = UUID()
    lock.withLock { observers[id] = observer }
    return SharedSubscription { [weak self] in
      self?.lock.withLock { _ = self?.observers.removeValue(forKey: id) }
    }
  }

  private func persist(_ value: Value) {
    guard let persistence, let save = persistence.save else { return }
    save(
      value, .didSet,
      SaveContinuation(persistence.name) { [weak self] result in
        self?.updateState {
          switch result {
          case .success:
            $0.loadError = nil
            $0.saveError = nil
          case let .failure(error):
            $0.saveError = error
          }
        }
      })
  }

  /// Takes what the key delivered: the result of a load, or a change made outside.
  private func receive(_ result: Result<Value?, any Error>) {
    updateState { state in
      state.isLoading = false
      if case let .failure(error) = result {
        state.loadError = error
      } else {
        state.loadError = nil
      }
    }
    if case let .success(newValue) = result {
      apply(newValue ?? initialValue)
    }
  }

  /// Takes a value from the key: a change made outside, never saved back.
  private func apply(_ newValue: Value) {
    lock.withLock {
      if !isCreating { SharedChangeTracker.willChange(self, from: value, at: .unknown) }
      registrar.willSet(self, keyPath: valuePath)
      value = newValue
      registrar.didSet(self, keyPath: valuePath)
    }
    notifyObservers()
  }

  private func notifyObservers() {
    let observers = lock.withLock { self.observers }
    guard !observers.isEmpty else { return }
    for observer in observers.values { observer() }
  }

  private func updateState(_ update: (inout SharedLoadState) -> Void) {
    let (old, new) = lock.withLock {
      let old = state
      update(&state)
      return (old, state)
    }
    guard old != new else { return }
    registrar.willSet(self, keyPath: statePath)
    registrar.didSet(self, keyPath: statePath)
    // NB: Outside tests, a failed load or save is a runtime warning, as in swift-sharing.
    if !isTesting {
      if let error = new.loadError, old.loadError == nil { reportIssue(error) }
      if let error = new.saveError, old.saveError == nil { reportIssue(error) }
    }
  }

  private var observedValue: Void { () }
  private var observedState: Void { () }
}

/// Where a root's key stands: loading, and the errors of the last load and save.
struct SharedLoadState: Equatable {
  var isLoading = false
  var loadError: (any Error)?
  var saveError: (any Error)?

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isLoading == rhs.isLoading
      && (lhs.loadError == nil) == (rhs.loadError == nil)
      && (lhs.saveError == nil) == (rhs.saveError == nil)
  }
}

/// A key's operations with its value type known and its own type erased.
final class SharedPersistence<Value>: Sendable {
  /// The key as a shared value's description shows it: `.inMemory("count")`.
  let description: String
  /// The key as the issues of its continuations name it.
  let name: String
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  let save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?

  /// The operations of a key; `save` too when the key can write.
  init<Key: SharedReaderKey<Value>>(_ key: Key) {
    self.description = String(reflecting: key)
    self.name = String(describing: key)
    self.load = { key.load(context: $0, continuation: $1) }
    self.subscribe = { key.subscribe(context: $0, subscriber: $1) }
    if let writer = key as? any SharedKey<Value> {
      self.save = { value, context, continuation in
        writer.save(value, context: context, continuation: continuation)
      }
    } else {
      self.save = nil
    }
  }
}
