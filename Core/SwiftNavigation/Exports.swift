// NB: As swift-navigation does, so that a file importing only `SwiftNavigation` can write
//     `@CasePathable` and `@Perceptible`.
@_exported import CasePaths
@_exported import Perception
