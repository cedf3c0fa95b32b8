import SwiftUI

struct CountriesList: View {
    @ObservedObject private(set) var viewModel: ViewModel

    var body: some View {
        NavigationStack {
            List(viewModel.countries, id: \.self) { country in
                NavigationLink(country) {
                    CountryDetails(viewModel: .init(country: country))
                }
            }
        }
    }
}

extension CountriesList {
    final class ViewModel: ObservableObject {
        @Published var countries: [String] = []
    }
}
