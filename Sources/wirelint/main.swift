print("wirelint")
