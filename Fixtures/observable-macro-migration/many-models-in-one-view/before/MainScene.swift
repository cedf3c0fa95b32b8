import SwiftUI

struct MainScene: View {
    // A property named like a type, as some apps write it.
    let Shared: Workspace

    var body: some View {
        MainView()
            .environmentObject(Shared.alerts)
            .environmentObject(Shared.safari)
            .environmentObject(Shared.picker)
            .environmentObject(Shared.sheets)
            .environmentObject(Shared.search)
            .environmentObject(Shared.panel)
            .environmentObject(Shared.authentication)
    }
}

private struct MainView: View {
    @EnvironmentObject var alerts: AlertManager
    @EnvironmentObject var safari: SafariManager
    @EnvironmentObject var picker: PickerManager
    @EnvironmentObject var sheets: SheetManager
    @EnvironmentObject var search: SearchManager
    @EnvironmentObject var panel: PanelManager
    @EnvironmentObject var authentication: AuthenticationManager

    var body: some View {
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
