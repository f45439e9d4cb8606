// NB: swift-perception splits its runtime (`PerceptionCore`) from its macros (`Perception`). Here
//     both live in `Perception`; this module lets code that imports the runtime by its own name,
//     or spells `PerceptionCore.PerceptionRegistrar`, compile unchanged.
@_exported import Perception
