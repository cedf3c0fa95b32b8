import Combine
import Observation

@Observable
final class AlertManager {
    var isShowingAlert = false
}

@Observable
final class SafariManager {
    var isShowingBrowser = false
}

@Observable
final class PickerManager {
    var isShowingPicker = false
}

@Observable
final class SheetManager {
    var isShowingSheet = false
}

@Observable
final class SearchManager {
    var query = ""
}

@Observable
final class PanelManager {
    var isPanelVisible = true
}

@Observable
final class AuthenticationManager {
    var isAsking = false
}

/// Not observable: it only owns the managers.
final class Workspace {
    let alerts = AlertManager()
    let safari = SafariManager()
    let picker = PickerManager()
    let sheets = SheetManager()
    let search = SearchManager()
    let panel = PanelManager()
    let authentication = AuthenticationManager()
}
