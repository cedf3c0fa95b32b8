import SwiftUI

struct CountryDetails: View {
    @ObservedObject private(set) var viewModel: ViewModel

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
