import SwiftUI

@main
struct CountriesApp: App {
    var body: some Scene {
        WindowGroup {
            CountriesList(viewModel: CountriesList.ViewModel())
                .environmentObject(Settings.ViewModel())
        }
    }
}
