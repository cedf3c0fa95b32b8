import SwiftUI

struct ThemeView: View {
    @State private var model = ThemeModel()

    var body: some View {
        Button(model.selected) {
            model.apply()
            print(model.prefs.theme)
        }
    }
}
