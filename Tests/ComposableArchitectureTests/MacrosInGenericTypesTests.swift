import ComposableArchitecture
import Foundation
import Testing

// NB: This file is compiled twice: here in the Swift 6 language mode, and through a link in
//     ComposableArchitectureSwift5Tests in the Swift 5 mode. Every macro is applied inside types
//     generic over the names its expansion could capture, inside types nested in generic types,
//     and with each access level.

/// A value loaded for a request: the shape that once made `@ObservableState` declare a member
/// generic over `Value` inside a type generic over `Value`.
@ObservableState
struct LoadedValue<Request: Equatable, Value: Equatable>: Equatable {
  var request: Request
  var value: Value?
}

@ObservableState
public struct Named<State, Action, Root, Member, Element, T, Subject, Child> {
  public var state: State
  public var action: Action
  public var root: Root
  public var member: Member
  public var element: Element
  public var t: T
  public var subject: Subject
  public var child: Child
}

@ObservableState
package struct PackageBox<Value, Key: Hashable> {
  package var values: [Key: Value] = [:]
  package var last: Value?
}

@ObservableState
public enum Loading<Value: Equatable, Failure: Error & Equatable>: Equatable {
  case idle
  case loaded(Value)
  case failed(Failure)
}

/// A reducer generic over the value it loads, with a presented alert, a child in a generic enum
/// reducer, and a case bindable mode.
@Reducer
struct Loader<Value: Equatable & Sendable> {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var destination: Destination<Value>.State?
    var loaded: LoadedValue<Int, Value>
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case destination(PresentationAction<Destination<Value>.Action>)
    case loadButtonTapped
    case response(Value)

    enum Alert: Equatable {
      case retry
    }
  }

  let load: @Sendable (Int) async -> Value

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert, .destination:
        return .none
      case .loadButtonTapped:
        let request = state.loaded.request
        return .run { send in await send(.response(load(request))) }
      case let .response(value):
        state.loaded.value = value
        state.destination = .preview(Preview.State(value: value))
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$destination, action: \.destination)
  }
}

struct LoadingError: Error, Equatable {}

@Reducer
struct Preview<Value: Equatable & Sendable> {
  @ObservableState
  struct State: Equatable {
    var value: Value
    var isPinned = false
  }

  enum Action {
    case pinButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.isPinned = true
      return .none
    }
  }
}

@Reducer
enum Destination<Value: Equatable & Sendable> {
  case preview(Preview<Value>)
  case alert(AlertState<Never>)
}

extension Destination.State: Equatable {}

/// Reducers and observable state nested in a generic type.
enum Catalog<Element: Equatable & Sendable> {
  @Reducer
  struct Shelf {
    @ObservableState
    struct State: Equatable {
      var items: [Element] = []
      var mode = Mode.browsing
    }

    enum Action {
      case add(Element)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .add(element):
          state.items.append(element)
          return .none
        }
      }
    }
  }

  @CaseBindable
  enum Mode: Equatable {
    case browsing
    case searching(query: String)
  }

  @Reducer
  enum Path {
    case shelf(Shelf)
  }
}

/// A public generic reducer, as a library of features declares it.
@Reducer
public struct GenericCounter<T: BinaryInteger & Sendable> {
  @ObservableState
  public struct State: Equatable {
    public var count: T = 0
    public init() {}
  }

  public enum Action {
    case incrementButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
package struct GenericToggle<Subject: Sendable> {
  @ObservableState
  package struct State: Equatable {
    package var isOn = false
  }

  package enum Action {
    case toggled
  }

  package var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

@Perceptible
final class Model<Value: Sendable, Member>: @unchecked Sendable {
  var value: Value
  var members: [Member] = []

  init(value: Value) {
    self.value = value
  }
}

enum Outer<Root> {
  @Perceptible
  public final class Inner: @unchecked Sendable {
    public var count = 0
  }
}

@CaseBindable
public enum Choice<Value, Child> {
  case value(Value)
  case child(Child)
  case none
}

extension UITransaction {
  @UITransactionEntry public var genericEntryPublic: Int = 1
  @UITransactionEntry package var genericEntryPackage: String? = nil
  @UITransactionEntry var genericEntryInternal = false
}

@MainActor
struct MacrosInGenericTypesTests {
  @Test func aGenericReducerLoadsAndPresents() async {
    let store = TestStore(
      initialState: Loader<String>.State(loaded: LoadedValue(request: 42, value: nil))
    ) {
      Loader<String>(load: { "\($0)" })
    }
    await store.send(.loadButtonTapped)
    await store.receive(\.response) {
      $0.loaded.value = "42"
      $0.destination = .preview(Preview.State(value: "42"))
    }
    await store.send(\.destination.preview.pinButtonTapped) {
      $0.destination?.modify(\.preview) { $0.isPinned = true }
    }
  }

  @Test func aReducerNestedInAGenericTypeRuns() async {
    let store = TestStore(initialState: Catalog<Int>.Shelf.State()) { Catalog<Int>.Shelf() }
    await store.send(.add(7)) { $0.items = [7] }
    #expect(Catalog<Int>.Path.State.shelf(Catalog<Int>.Shelf.State(items: [1])).shelf?.items == [1])
  }

  @Test func publicAndPackageGenericReducersRun() async {
    let counter = TestStore(initialState: GenericCounter<UInt8>.State()) { GenericCounter<UInt8>() }
    await counter.send(.incrementButtonTapped) { $0.count = 1 }
    let toggle = TestStore(initialState: GenericToggle<Void>.State()) { GenericToggle<Void>() }
    await toggle.send(.toggled) { $0.isOn = true }
  }

  @Test func genericObservableStateIsTracked() {
    var loaded = LoadedValue<Int, String>(request: 1, value: nil)
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = loaded.value
    } onChange: {
      changed.setValue(true)
    }
    loaded.value = "one"
    #expect(changed.value)
  }

  @Test func genericObservableStateKeepsItsIdentityAcrossMutation() {
    var box = PackageBox<Int, String>()
    let id = box._$id
    box.values["a"] = 1
    #expect(box._$id == id)
    let named = Named(
      state: 1, action: "a", root: 2.0, member: true, element: [1], t: (), subject: "s",
      child: 3)
    #expect(named.child == 3)
    #expect(Loading<Int, LoadingError>.loaded(1)._$id != Loading<Int, LoadingError>.idle._$id)
  }

  @Test func genericPerceptibleModelsAreTracked() {
    let model = Model<Int, String>(value: 1)
    let inner = Outer<Int>.Inner()
    let changes = LockIsolated(0)
    withPerceptionTracking {
      _ = model.value
      _ = inner.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    model.value = 2
    #expect(changes.value == 1)
  }

  @Test func genericCaseBindableEnumsBind() {
    @UIBinding var choice = Choice<Int, String>.value(1)
    guard case let .value(value) = $choice.cases else {
      Issue.record("Expected the value case")
      return
    }
    value.wrappedValue = 5
    #expect(choice[case: \.value] == 5)
    @UIBinding var mode = Catalog<Int>.Mode.searching(query: "a")
    guard case let .searching(query) = $mode.cases else {
      Issue.record("Expected the searching case")
      return
    }
    query.wrappedValue = "b"
    #expect(mode == .searching(query: "b"))
  }

  @Test func transactionEntriesAtEveryAccessLevel() {
    var transaction = UITransaction()
    #expect(transaction.genericEntryPublic == 1)
    #expect(transaction.genericEntryPackage == nil)
    transaction.genericEntryInternal = true
    #expect(transaction.genericEntryInternal)
  }
}
