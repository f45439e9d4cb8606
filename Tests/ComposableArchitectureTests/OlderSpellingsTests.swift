import ComposableArchitecture
import Testing

/// TCA 1.0–1.6 spellings that TCA 1.25 still accepts, deprecated: `/Action.case` paths,
/// `@PresentationState` and `@BindingState` on plain state, and closure scoping.
@MainActor
struct OlderSpellingsTests {
  @Reducer
  struct Counter {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }

    enum Action: Equatable {
      case incrementButtonTapped
      case delayedIncrementButtonTapped
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.count += 1
          return .none
        case .delayedIncrementButtonTapped:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.incrementButtonTapped)
          }
        }
      }
    }
  }

  @available(*, deprecated)
  struct ModeFeature: Reducer {
    enum State: Equatable {
      case off
      case on(Counter.State)
    }

    enum Action: Equatable {
      case on(Counter.Action)
      case switchOff
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .switchOff { state = .off }
        return .none
      }
      .ifCaseLet(/State.on, action: /Action.on) { Counter() }
    }
  }

  @available(*, deprecated)
  struct Parent: Reducer {
    struct State: Equatable {
      var child: Counter.State?
      @PresentationState var destination: Counter.State?
      @PresentationState var alert: AlertState<Action.Alert>?
      var rows: IdentifiedArrayOf<Counter.State> = []
      var mode = ModeFeature.State.off
      @BindingState var text = ""
    }

    @CasePathable
    enum Action: BindableAction, Equatable {
      case alert(PresentationAction<Alert>)
      case binding(BindingAction<State>)
      case child(Counter.Action)
      case destination(PresentationAction<Counter.Action>)
      case mode(ModeFeature.Action)
      case row(id: Int, action: Counter.Action)
      case textChanged

      enum Alert: Equatable { case ok }
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
      Scope(state: \.mode, action: /Action.mode) { ModeFeature() }
      Reduce { state, action in
        switch action {
        case .binding(\.$text):
          return .send(.textChanged)
        default:
          return .none
        }
      }
      .ifLet(\.child, action: /Action.child) { Counter() }
      .ifLet(\.$destination, action: /Action.destination) { Counter() }
      .ifLet(\.$alert, action: /Action.alert)
      .forEach(\.rows, action: /Action.row(id:action:)) { Counter() }
    }
  }

  @available(*, deprecated)
  @Test func caseLetPathsReachEveryChild() async {
    let store = TestStore(
      initialState: Parent.State(
        child: Counter.State(), destination: Counter.State(), rows: [Counter.State(id: 7)],
        mode: .on(Counter.State()))
    ) {
      Parent()
    }
    await store.send(.child(.incrementButtonTapped)) { $0.child?.count = 1 }
    await store.send(.destination(.presented(.incrementButtonTapped))) {
      $0.destination?.count = 1
    }
    await store.send(.row(id: 7, action: .incrementButtonTapped)) { $0.rows[id: 7]?.count = 1 }
    await store.send(.mode(.on(.incrementButtonTapped))) {
      $0.mode = .on(Counter.State(count: 1))
    }
  }

  @available(*, deprecated)
  @Test func leavingTheCaseCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(mode: .on(Counter.State()))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.mode(.on(.delayedIncrementButtonTapped)))
    await store.send(.mode(.switchOff)) { $0.mode = .off }
    await clock.advance(by: .seconds(10))
  }

  @available(*, deprecated)
  @Test func anAlertOnPlainStateIsDismissedByItsAction() async {
    let store = TestStore(initialState: Parent.State(alert: AlertState { TextState("Hi") })) {
      Parent()
    }
    await store.send(.alert(.presented(.ok))) { $0.alert = nil }
  }

  @available(*, deprecated)
  @Test func bindingStateTakesBindings() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    await store.send(.set(\.$text, "Blob")) { $0.text = "Blob" }
    await store.receive(.textChanged)
    await store.send(.binding(.set(\.$text, "Blobby"))) { $0.text = "Blobby" }
    await store.receive(.textChanged)
    await store.send(\.binding.$text, "Blob Jr.") { $0.text = "Blob Jr." }
    await store.receive(.textChanged)
  }

  @available(*, deprecated)
  @Test func scopeByStateCasePath() async {
    struct Feature: Reducer {
      enum State: Equatable { case counter(Counter.State), other }
      enum Action: Equatable { case counter(Counter.Action) }
      var body: some ReducerOf<Self> {
        Scope(state: /State.counter, action: /Action.counter) { Counter() }
      }
    }
    let store = TestStore(initialState: Feature.State.counter(Counter.State())) { Feature() }
    await store.send(.counter(.incrementButtonTapped)) { $0 = .counter(Counter.State(count: 1)) }
  }

  @available(*, deprecated)
  @Test func closureScoping() {
    let store = Store(initialState: Parent.State(child: Counter.State())) { Parent() }
    let child = store.scope(state: { $0.child ?? Counter.State() }, action: { .child($0) })
    child.send(.incrementButtonTapped)
    #expect(child.state.count == 1)
    #expect(store.state.child?.count == 1)
  }
}

/// A feature whose view sends `view` actions, bindings among them (TCA's `ViewAction`).
@Reducer
struct ProfileForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var saves = 0
  }

  enum Action: ViewAction {
    case saved
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case saveButtonTapped
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding):
        return .none
      case .view(.saveButtonTapped):
        return .send(.saved)
      case .saved:
        state.saves += 1
        return .none
      }
    }
  }
}

@MainActor
struct ViewActionTests {
  @available(*, deprecated)
  @Test func viewActionsAndTheirBindings() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(\.view.binding.name, "Blob") { $0.name = "Blob" }
    await store.send(.view(.saveButtonTapped))
    await store.receive(\.saved) { $0.saves = 1 }
  }
}

/// `@BindingState` matched by its whole binding action and by its key path.
@available(*, deprecated)
@Reducer
struct Nickname {
  struct State: Equatable {
    @BindingState var profile = Profile()

    struct Profile: Equatable {
      var nickname = ""
    }
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(.set(\.$profile, State.Profile(nickname: "admin"))):
        state.profile.nickname = "not allowed"
        return .none
      case .binding(\.$profile):
        state.profile.nickname += "."
        return .none
      case .binding:
        return .none
      }
    }
  }
}

@MainActor
struct BindingStateMatchingTests {
  @available(*, deprecated)
  @Test func aWholeActionAndAKeyPathMatch() async {
    let store = TestStore(initialState: Nickname.State()) { Nickname() }
    await store.send(.binding(.set(\.$profile, Nickname.State.Profile(nickname: "admin")))) {
      $0.profile.nickname = "not allowed"
    }
    await store.send(.binding(.set(\.$profile, Nickname.State.Profile(nickname: "Blob")))) {
      $0.profile.nickname = "Blob."
    }
    #expect(Nickname.Action.binding(.set(\.$profile, .init()))[case: \.binding.$profile] == .init())
  }
}
