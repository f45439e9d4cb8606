/// The actions the buttons in these tests send.
enum TestAction: Hashable, Sendable {
  case cancel
  case confirm
  case retry
  case signIn(Int)
}
