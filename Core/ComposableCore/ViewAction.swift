/// An action with a `view` case that holds the actions a view sends.
///
/// Features split what their view can send from what their effects send:
///
/// ```swift
/// enum Action: ViewAction {
///   case factResponse(String)
///   case view(View)
///
///   @CasePathable
///   enum View {
///     case incrementButtonTapped
///   }
/// }
///
/// await store.send(.view(.incrementButtonTapped))
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions of the view.
  associatedtype ViewAction

  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}
