final class KioskState {
    var library: [String] = []
}

func titleCount(of state: KioskState) -> Int {
    state.library.count
}
