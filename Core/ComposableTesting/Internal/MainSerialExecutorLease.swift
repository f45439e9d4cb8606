import ConcurrencyExtras

/// Keeps Swift's global executor on the main serial executor while any test store is alive.
///
/// NB: The executor hook is process-wide and Swift Testing runs suites in parallel, so stores
/// share one lease instead of each setting and restoring the hook.
@MainActor
enum MainSerialExecutorLease {
  private static var holders = 0
  private static var wasInUse = false

  static func acquire() {
    if holders == 0 {
      wasInUse = uncheckedUseMainSerialExecutor
      uncheckedUseMainSerialExecutor = true
    }
    holders += 1
  }

  static func release() {
    holders -= 1
    if holders == 0 {
      uncheckedUseMainSerialExecutor = wasInUse
    }
  }
}
