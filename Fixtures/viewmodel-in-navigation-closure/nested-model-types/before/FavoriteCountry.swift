import SwiftUI

struct FavoriteCountry: View {
    let country: String
    @State private var showsDetails = false

    var body: some View {
        Button(country) { showsDetails = true }
            .sheet(isPresented: $showsDetails) {
                CountryDetails(viewModel: .init(country: country))
            }
    }
}
