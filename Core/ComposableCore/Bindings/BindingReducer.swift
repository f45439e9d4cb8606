/// A reducer that applies binding actions to the state.
///
/// Put it in a feature's body, usually first, so that the reducers after it see the state with
/// the binding applied. It returns no effect; react to a particular binding with
/// `case .binding(\.property):` in a later reducer, or with ``Reducer/onChange(of:_:)``.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.stepCount):
///       state.sliderValue = .minimum(state.sliderValue, Double(state.stepCount))
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?
  let toBinding: AnyCasePath<ViewAction, BindingAction<State>>

  init(
    toViewAction: @escaping (Action) -> ViewAction?,
    toBinding: AnyCasePath<ViewAction, BindingAction<State>> = ViewAction.bindingCase
  ) {
    self.toViewAction = toViewAction
    self.toBinding = toBinding
  }

  /// Applies the binding actions of a feature whose action is ``BindableAction``.
  public init() where Action == ViewAction {
    self.init(toViewAction: { $0 })
  }

  /// Applies the binding actions found in view actions, for a feature whose bindable actions are
  /// nested in another case.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
    self.init(toViewAction: AnyCasePath(toViewAction).extract(from:))
  }

  /// Applies the binding actions found in the view actions that `toViewAction` extracts.
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.init(toViewAction: toViewAction)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard
      let viewAction = toViewAction(action),
      let binding = toBinding.extract(from: viewAction)
    else { return .none }
    PropertyNames.learn(binding, from: state)
    binding.set(&state)
    return .none
  }
}

extension BindingReducer: CompositeReducer {
  /// The reducer a store runs: it finds the `binding` case by its enum tag, as a resolved
  /// ``Scope`` does.
  func resolvingChildren(in context: ResolutionContext) -> any Reducer<State, Action> {
    BindingReducer(
      toViewAction: toViewAction, toBinding: CaseExtractor(toBinding).fastCasePath)
  }
}
