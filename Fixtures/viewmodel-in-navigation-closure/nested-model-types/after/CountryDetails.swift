import SwiftUI

struct CountryDetails: View {
    @StateObject private var viewModel: ViewModel

    init(country: String) {
        _viewModel = StateObject(wrappedValue: ViewModel(country: country))
    }

    var body: some View {
        Text(viewModel.country)
    }
}

extension CountryDetails {
    final class ViewModel: ObservableObject {
        let country: String
        @Published var population = 0

        init(country: String) {
            self.country = country
        }
    }
}
