@_exported import CasePaths
@_exported import Clocks
@_spi(Internals) @_exported import ComposableCore
@_spi(Canary) @_exported import ComposableTesting
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import Foundation
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Observation
@_exported import Perception
@_exported import Sharing
@_exported import SwiftNavigation
@_exported import XCTestDynamicOverlay

#if canImport(FoundationNetworking)
  // NB: `URLSession` is in Foundation on Apple platforms and in FoundationNetworking on Linux.
  @_exported import FoundationNetworking
#endif

#if Combine
  // NB: The `Combine` trait (on by default): combine-schedulers' schedulers, and Combine's API
  //     through OpenCombine where there is no Combine. On Apple platforms TCA's import brings
  //     Combine along (through SwiftUI), so TCA code uses `AnyCancellable`, `.sink` or
  //     `AnySchedulerOf<DispatchQueue>` (whose `Scheduler` conformance OpenCombineDispatch
  //     declares) without importing it.
  @_exported import CombineSchedulers
  #if canImport(OpenCombineShim)
    @_exported import OpenCombineShim
  #endif
#endif
