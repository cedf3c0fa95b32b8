import Combine

final class AlertManager: ObservableObject {
    @Published var isShowingAlert = false
}

final class SafariManager: ObservableObject {
    @Published var isShowingBrowser = false
}

final class PickerManager: ObservableObject {
    @Published var isShowingPicker = false
}

final class SheetManager: ObservableObject {
    @Published var isShowingSheet = false
}

final class SearchManager: ObservableObject {
    @Published var query = ""
}

final class PanelManager: ObservableObject {
    @Published var isPanelVisible = true
}

final class AuthenticationManager: ObservableObject {
    @Published var isAsking = false
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
