import ComposableCore
import ConcurrencyExtras
import CustomDump
import Observation
import Testing

@MainActor
struct BindingTests {
  @Reducer
  struct Settings {
    @ObservableState
    struct State: Equatable {
      var displayName = ""
      var nickname = ""
      var notificationsOn = false
      var notificationChanges = 0
      var log: [String] = []
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case resetButtonTapped
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.notificationsOn) { _, _ in
          Reduce { state, _ in
            state.notificationChanges += 1
            return .none
          }
        }
      Reduce { state, action in
        switch action {
        case .binding(\.displayName):
          state.log.append("displayName: \(state.displayName)")
          return .none
        case .binding:
          return .none
        case .resetButtonTapped:
          state = State()
          return .none
        }
      }
    }
  }

  @Reducer
  struct Composer {
    @ObservableState
    struct State: Equatable {
      var draft = ""
    }

    enum Action {
      case sendButtonTapped
      case view(View)

      @CasePathable
      enum View: BindableAction {
        case binding(BindingAction<State>)
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer { (action: Action) -> Action.View? in
        guard case let .view(view) = action else { return nil }
        return view
      }
    }
  }

  @Test func theReducerSetsTheStateBeforeLaterReducersRun() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.displayName, "Blob")))
    store.send(.set(\.notificationsOn, true))
    #expect(store.displayName == "Blob")
    #expect(store.notificationsOn)
    #expect(store.log == ["displayName: Blob"])
  }

  @Test func onChangeRunsOnlyWhenTheBoundValueChanges() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.send(.binding(.set(\.notificationsOn, true)))
    store.send(.binding(.set(\.notificationsOn, true)))
    store.send(.binding(.set(\.displayName, "Blob")))
    store.send(.binding(.set(\.notificationsOn, false)))
    #expect(store.notificationChanges == 2)
  }

  @Test func settingThroughTheStoreSendsABindingAction() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.displayName = "Blob"
    store.notificationsOn.toggle()
    #expect(store.state.displayName == "Blob")
    #expect(store.state.notificationsOn)
    #expect(store.log == ["displayName: Blob"])
    #expect(store.notificationChanges == 1)
  }

  @Test func settingThroughTheStoreNotifiesObservers() {
    let store = Store(initialState: Settings.State()) { Settings() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.displayName
    } onChange: {
      changed.setValue(true)
    }
    store.notificationsOn = true
    #expect(!changed.value)
    store.displayName = "Blob"
    #expect(changed.value)
  }

  @Test func theClosureFormFindsBindingsInViewActions() {
    let store = Store(initialState: Composer.State()) { Composer() }
    store.send(.view(.binding(.set(\.draft, "Hi"))))
    store.send(.sendButtonTapped)
    #expect(store.draft == "Hi")
  }

  @Test func bindingActionsAreEqualWhenTheySetThePropertyToEqualValues() {
    typealias Binding = BindingAction<Settings.State>
    #expect(Binding.set(\.displayName, "Blob") == .set(\.displayName, "Blob"))
    #expect(Binding.set(\.displayName, "Blob") != .set(\.displayName, "Blob Jr."))
    #expect(Binding.set(\.notificationsOn, true) != .set(\.displayName, "true"))
    #expect(Settings.Action.set(\.displayName, "Blob") == .binding(.set(\.displayName, "Blob")))
  }

  @Test func keyPathAndValueAreReadable() {
    let binding = BindingAction<Settings.State>.set(\.displayName, "Blob")
    #expect(binding.keyPath == \Settings.State.displayName)
    #expect(binding.value as? String == "Blob")
    #expect(Settings.Action.binding(binding).binding == binding)
    #expect(Settings.Action.resetButtonTapped.binding == nil)
  }

  @Test func caseKeyPathsEmbedAndExtractByProperty() {
    let displayName: CaseKeyPath<Settings.Action, String> = \.binding.displayName
    let action = AnyCasePath(displayName).embed("Blob")
    #expect(action.binding == .set(\.displayName, "Blob"))
    #expect(AnyCasePath(displayName).extract(from: action) == "Blob")
    let notificationsOn: CaseKeyPath<Settings.Action, Bool> = \.binding.notificationsOn
    #expect(AnyCasePath(notificationsOn).extract(from: action) == nil)
    #expect(action.is(\.binding))
  }

  @Test func dumpsNameThePropertyAndTheValue() {
    let store = Store(initialState: Settings.State()) { Settings() }
    store.notificationsOn = true
    store.nickname = "Blobby"
    store.displayName = "Blob"
    let notificationsOn = BindingAction<Settings.State>.set(\.notificationsOn, false)
    let nickname = BindingAction<Settings.State>.set(\.nickname, "Blob")
    #expect(String(customDumping: notificationsOn) == #".set(\State.notificationsOn, false)"#)
    #expect(String(customDumping: nickname) == #".set(\State.nickname, "Blob")"#)
  }
}
