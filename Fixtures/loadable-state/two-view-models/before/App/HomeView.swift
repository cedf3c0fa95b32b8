import SwiftUI

struct HomeView: View {
    var body: some View {
        VStack {
            NewsView()
            EventsView()
        }
    }
}
