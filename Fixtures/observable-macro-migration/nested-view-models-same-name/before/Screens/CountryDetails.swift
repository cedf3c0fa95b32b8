import SwiftUI

struct CountryDetails: View {
    @StateObject private var viewModel = ViewModel()
    @EnvironmentObject var settings: Settings.ViewModel

    var body: some View {
        VStack {
            Text(settings.largeText ? viewModel.name.uppercased() : viewModel.name)
            CountryHeader(model: viewModel)
        }
    }
}

/// Reads the details model through a typealias of its own.
struct CountryHeader: View {
    typealias Model = CountryDetails.ViewModel

    @ObservedObject var model: Model

    var body: some View {
        Text(model.name)
    }
}

extension CountryDetails {
    final class ViewModel: ObservableObject {
        @Published var name = ""
    }
}
