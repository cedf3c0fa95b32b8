import Combine
import SwiftUI

final class IconModel: ObservableObject {
    @Published var name: String

    init(_ name: String) {
        self.name = name
    }
}

/// Builds its icon's model itself, but callers may also pass nil for no icon.
struct SettingsRow: View {
    var title: String
    var icon: IconModel? = IconModel("chevron.right")

    var body: some View {
        HStack {
            Text(title)
            if let icon {
                Image(systemName: icon.name)
            }
        }
    }
}
