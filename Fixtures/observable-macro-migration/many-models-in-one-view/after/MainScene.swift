import SwiftUI

struct MainScene: View {
    // A property named like a type, as some apps write it.
    let Shared: Workspace

    var body: some View {
        MainView()
            .environment(Shared.alerts)
            .environment(Shared.safari)
            .environment(Shared.picker)
            .environment(Shared.sheets)
            .environment(Shared.search)
            .environment(Shared.panel)
            .environment(Shared.authentication)
    }
}

private struct MainView: View {
    @Environment(AlertManager.self) private var alerts
    @Environment(SafariManager.self) private var safari
    @Environment(PickerManager.self) private var picker
    @Environment(SheetManager.self) private var sheets
    @Environment(SearchManager.self) private var search
    @Environment(PanelManager.self) private var panel
    @Environment(AuthenticationManager.self) private var authentication

    var body: some View {
        @Bindable var alerts = alerts
        @Bindable var safari = safari
        @Bindable var picker = picker
        @Bindable var sheets = sheets
        @Bindable var search = search
        @Bindable var panel = panel
        @Bindable var authentication = authentication
        VStack {
            Toggle("Alert", isOn: $alerts.isShowingAlert)
            Toggle("Browser", isOn: $safari.isShowingBrowser)
            Toggle("Picker", isOn: $picker.isShowingPicker)
            Toggle("Sheet", isOn: $sheets.isShowingSheet)
            TextField("Search", text: $search.query)
            Toggle("Panel", isOn: $panel.isPanelVisible)
            Toggle("Sign in", isOn: $authentication.isAsking)
        }
    }
}
